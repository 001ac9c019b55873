# The HTML edition (chapter "Reading the book on the web"): `make html` writes
# build/html from this build's woven book and generated tables, `make check-html`
# loads every page in headless Chromium.  Its packages are a group of their own,
# which `make` does not need: `make deps-html` installs them.
DEBS_html := texlive-plain-generic dvisvgm chromium python3 python3-websocket
# Debian's Python, which has Debian's WebSocket client (another python3 may
# come first in PATH).
HTML_PY := /usr/bin/python3
HTML_TOOLS := $(addprefix $(SRC)/code/tools/,html-build.sh html-post.py html.cfg html.css \
              html-search.js)

.PHONY: html check-html deps-html
deps-html: $(B)/deps-html.stamp ## install the packages of the HTML edition
html: $(B)/html/index.html ## build/html: the book as web pages (open build/html/index.html)
$(B)/html/index.html: $(B)/fp224.pdf $(HTML_TOOLS) $(B)/deps-html.stamp
	@echo "html: tex4ht on $(B)/book/fp224.tex"
	@bash $(SRC)/code/tools/html-build.sh $(B) $(SRC)/code/tools

# check-html checks the edition that make html last wrote, and makes it only if
# there is none: a book typeset again because a check's record changed does not
# make CI convert it again.
check-html: $(SRC)/tests/check-html.py $(SRC)/tests/check-html-refuses.sh $(B)/deps-html.stamp ## load every page in Chromium
	@test -f $(B)/html/index.html || $(MAKE) --no-print-directory html
	@bash $(SRC)/tests/check-html-refuses.sh $(SRC)/tests/check-html.py $(B)/html
	@$(HTML_PY) $(SRC)/tests/check-html.py $(B)/html $(B)/html-shots

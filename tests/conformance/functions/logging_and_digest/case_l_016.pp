notice("multi\nline")

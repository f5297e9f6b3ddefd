notice("x" !~ false)

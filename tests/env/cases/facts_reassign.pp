$osfamily = "x"

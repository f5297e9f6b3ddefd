$x = "abc${nope}def"

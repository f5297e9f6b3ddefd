# a BOM inside a string is a character like any other
$a = "x﻿y"
notice($a.length)
notice($a)

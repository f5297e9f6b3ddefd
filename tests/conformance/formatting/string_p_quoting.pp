notice(String(["a'b", 'a"b', "a\nb", "a\\b", "a\$b", "tab\t", "\u00e9", "\u0001", "\\", "a\\", "\\'"]))

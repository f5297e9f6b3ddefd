notice("a'b", 'a"b', "tab\there", "a\\b", "dollar \$x")
notice(["a'b", 'a"b', "a\nb"])

notice(/a/ =~ "a")

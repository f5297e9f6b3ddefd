$a = @(END:json)
{"a": 1}
END
notice($a)

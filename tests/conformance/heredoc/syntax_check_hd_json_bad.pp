$h = @(END:json)
{"a": 1,
END
notice($h)

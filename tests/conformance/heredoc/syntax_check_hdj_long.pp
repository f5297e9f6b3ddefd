$h = @(END:json)
{"a": 1, "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb": 2, "cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc": }
END
notice($h)

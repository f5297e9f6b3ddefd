notice(@(END:json))
{"a": }
END

notice(@(END:json/L))
{"a": \
1}
END

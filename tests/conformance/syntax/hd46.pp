notice(@(END:json/t))
["a\tb"]
END

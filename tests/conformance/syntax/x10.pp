notice(@(END:json/n))
["a\nb"]
END

notice(@('END'))
x
END

notice(@("END"/L))
a \
b
END

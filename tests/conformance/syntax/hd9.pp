notice(@("END"/n))
a\nb
END

notice(@("END"/tt))
x
END

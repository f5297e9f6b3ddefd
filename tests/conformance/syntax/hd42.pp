notice(@("END"/z))
x
END

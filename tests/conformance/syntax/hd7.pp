notice(@("END"/L))
line1 \
line2
END

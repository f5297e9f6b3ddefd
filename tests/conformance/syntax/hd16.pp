$x = 'X'
notice(@(END))
$x ${x}
END

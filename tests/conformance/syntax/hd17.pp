$x = 'X'
notice(@("END"))
$x ${x} \${x}
END

notice(@("END"))
${ }
END

Class <<| |>>

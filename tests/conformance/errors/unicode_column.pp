$x = 'ééé'; notice($x + 1)

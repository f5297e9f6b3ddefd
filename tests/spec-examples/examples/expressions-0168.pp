$a = apache::port # equal to $a = 'apache::port'

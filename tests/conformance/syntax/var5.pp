$Abc = 1
notice($Abc)

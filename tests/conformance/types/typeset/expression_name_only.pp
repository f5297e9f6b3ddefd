$t = TypeSet['Abc']
notice($t)

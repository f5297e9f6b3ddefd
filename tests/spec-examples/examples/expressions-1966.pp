# example 1
case $observed {

  'cat', 'sylvester': {
    notice 'I taw a puddy cat'
  }

  'seed': {
    notice 'Feed me!'
  }

  'toe': {
    notice 'This widdle piddy went to market'
  }
}

# example 2 - using cases an expression
notice case $name {

  'paul', 'ringo', 'george', 'john': {
    'One of The Beatles'
   }

  'mick', 'keith', 'charlie', 'ronnie': {
    'One of The Rolling Stones'
  }
  default: { 'In Some other band' }
}

# example 3 - using type
notice case [1,2,50] {

  Array[Integer[1,49]]: {
    'in range'
  }
  default : {
    'out of range'
  }
}

# example 4 - using matching array
$x = [green, 2, $whatever]
case $x {
  [/ee/, Integer[0,10], default] : {
    notice 'this will be noticed'
  }
  default: {
    notice 'this will not be noticed'
  }
}

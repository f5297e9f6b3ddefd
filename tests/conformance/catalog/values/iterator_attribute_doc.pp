# functions_iterative: an Iterator is no attribute value
notify { 'example1':
  message => [1,2,3].reverse_each,
}

[1, 2, 3].each |$i| {
  notify { "item ${i}": message => $i * 10 }
}

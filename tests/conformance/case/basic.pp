$observed = 'seed'
case $observed {
  'cat', 'sylvester': { notice 'I taw a puddy cat' }
  'seed': { notice 'Feed me!' }
  'toe': { notice 'This widdle piddy went to market' }
}

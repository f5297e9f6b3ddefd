class { 'horizon':
  secret_key => 'elj1IWiLoWHgryYxFT6j7cM5fGOOxWY0',
}

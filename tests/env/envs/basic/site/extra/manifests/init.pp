class extra { include demo notice('extra') }

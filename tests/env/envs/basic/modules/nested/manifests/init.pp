class nested { notice('nested init') }

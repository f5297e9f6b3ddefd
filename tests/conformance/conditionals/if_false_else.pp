if false { notice('yes') } else { notice('no') }

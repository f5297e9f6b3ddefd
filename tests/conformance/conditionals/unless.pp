unless false { notice('ran') }
unless true { notice('no') } else { notice('else') }

class other2 { notice('other2') }

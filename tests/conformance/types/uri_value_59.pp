$u = URI('http://a') case $u { URI[{scheme => 'http'}]: { notice(yes) } default: { notice(no) } }

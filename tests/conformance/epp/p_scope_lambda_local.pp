[1].each |$i| { notice(inline_epp('<%= $i %>')) }

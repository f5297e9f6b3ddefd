$r = Integer[1, 200].map |$i| { inline_epp('<%= $i * 2 %>,') }
notice($r.join('').length)

$x = 'ringo'
notice case $x { *[paul, ringo, george, john] : { 'One of The Beatles' } default: { 'no' } }

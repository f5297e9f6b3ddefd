$x = 'me'
notice case $x { you, *[paul, ringo], me : { 'One of The Beatles, you, or me' } }

case $x {
  *[paul, ringo, george, john] : {
    'One of The Beatles'
  }
}

case $x {
  you, *[paul, ringo, george, john], me : {
    'One of The Beatles, you, or me ;-)'
  }
}

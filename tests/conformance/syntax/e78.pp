notice(`ls`)

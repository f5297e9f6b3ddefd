case 5 {
  Integer[1,4]: { notice(small) }
  Integer[5,10]: { notice(big) }
}

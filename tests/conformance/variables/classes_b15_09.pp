class lateread { notice($late) }
include lateread
$late = 'l'

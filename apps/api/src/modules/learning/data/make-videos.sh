#!/bin/sh
# Makes the demo library's videos (issue 24 part 5): a 20-second title card with the topic's title, a running clock
# and a quiet tone, 426x240 H.264 + AAC, faststart (the moov atom first, so a player can seek with range requests).
# Run once by hand with Debian's ffmpeg (apt-get install ffmpeg); the results are committed in videos/.
set -e
cd "$(dirname "$0")/videos"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
make() {
  file=$1; title=$2; hz=$3
  ffmpeg -loglevel error -y -f lavfi -i "color=c=0x1f4d3a:s=426x240:r=10:d=20" -f lavfi -i "sine=frequency=$hz:sample_rate=22050:duration=20" \
    -vf "drawtext=fontfile=$FONT:text='Nirog Learning':fontcolor=0xf5d58a:fontsize=14:x=16:y=16,drawtext=fontfile=$FONT:text='$title':fontcolor=white:fontsize=17:x=(w-text_w)/2:y=(h-text_h)/2-10,drawtext=fontfile=$FONT:text='%{eif\:t\:d} s':fontcolor=0xcfe3d8:fontsize=15:x=(w-text_w)/2:y=h-48" \
    -af "volume=0.08" -c:v libx264 -preset veryslow -crf 30 -pix_fmt yuv420p -g 10 -c:a aac -b:a 24k -ac 1 -movflags +faststart -shortest "$file"
}
make panchakarma-1.mp4 'Purvakarma - Snehana and Swedana' 330
make panchakarma-2.mp4 'Pradhanakarma - the five procedures' 350
make panchakarma-3.mp4 'Paschatkarma - Samsarjana krama' 370
make basti-1.mp4 'Niruha and Anuvasana Basti' 390
make basti-2.mp4 'Karma, Kala and Yoga Basti' 410
make nadi-1.mp4 'Preparing to read the pulse' 430
make nadi-2.mp4 'The gaits of the doshas' 450
make ashtavidha-1.mp4 'Nadi, Mutra and Mala' 470
make ashtavidha-2.mp4 'Jihva, Shabda, Sparsha, Drik, Akriti' 490
make clinic-1.mp4 'Registration and compliance' 510
make clinic-2.mp4 'The consultation and the dispensary' 530
make records-1.mp4 'Case sheets and consent' 550
make records-2.mp4 'Follow-up that patients keep' 570
make dravyaguna-1.mp4 'The five properties' 590
make dravyaguna-2.mp4 'Ashwagandha, Guduchi and Triphala' 610
make ahara-1.mp4 'Ahara vidhi and viruddha ahara' 630
make ahara-2.mp4 'Ritucharya and the diet chart' 650

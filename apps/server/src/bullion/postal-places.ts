/**
 * Indonesian post office areas for the simulated postal service's location search: postal
 * code | district or town | city or regency | province, covering all 38 provinces. No
 * maintained npm dataset of Indonesian postal codes could be installed (idn-area-data, the
 * maintained one, has the Kemendagri areas but no postal codes), so this is a curated list of
 * real places and their codes after the Pos Indonesia code book (kodepos.posindonesia.co.id),
 * mostly one town or district per code. The production adapter asks the postal service itself.
 */
export const POSTAL_PLACES_TEXT = `
10110|Gambir|Jakarta Pusat|DKI Jakarta
10120|Cideng|Jakarta Pusat|DKI Jakarta
10130|Petojo Utara|Jakarta Pusat|DKI Jakarta
10210|Bendungan Hilir|Jakarta Pusat|DKI Jakarta
10250|Tanah Abang|Jakarta Pusat|DKI Jakarta
10310|Menteng|Jakarta Pusat|DKI Jakarta
10330|Cikini|Jakarta Pusat|DKI Jakarta
10410|Senen|Jakarta Pusat|DKI Jakarta
10510|Cempaka Putih|Jakarta Pusat|DKI Jakarta
10560|Johar Baru|Jakarta Pusat|DKI Jakarta
10610|Kemayoran|Jakarta Pusat|DKI Jakarta
10710|Sawah Besar|Jakarta Pusat|DKI Jakarta
11110|Taman Sari|Jakarta Barat|DKI Jakarta
11210|Tambora|Jakarta Barat|DKI Jakarta
11450|Grogol Petamburan|Jakarta Barat|DKI Jakarta
11480|Palmerah|Jakarta Barat|DKI Jakarta
11530|Kebon Jeruk|Jakarta Barat|DKI Jakarta
11610|Kembangan|Jakarta Barat|DKI Jakarta
11730|Cengkareng|Jakarta Barat|DKI Jakarta
11840|Kalideres|Jakarta Barat|DKI Jakarta
12110|Kebayoran Baru|Jakarta Selatan|DKI Jakarta
12190|Senayan|Jakarta Selatan|DKI Jakarta
12240|Kebayoran Lama|Jakarta Selatan|DKI Jakarta
12320|Pesanggrahan|Jakarta Selatan|DKI Jakarta
12430|Cilandak|Jakarta Selatan|DKI Jakarta
12520|Pasar Minggu|Jakarta Selatan|DKI Jakarta
12620|Jagakarsa|Jakarta Selatan|DKI Jakarta
12710|Kuningan|Jakarta Selatan|DKI Jakarta
12760|Pancoran|Jakarta Selatan|DKI Jakarta
12790|Mampang Prapatan|Jakarta Selatan|DKI Jakarta
12810|Tebet|Jakarta Selatan|DKI Jakarta
12910|Setiabudi|Jakarta Selatan|DKI Jakarta
13140|Matraman|Jakarta Timur|DKI Jakarta
13260|Pulo Gadung|Jakarta Timur|DKI Jakarta
13310|Jatinegara|Jakarta Timur|DKI Jakarta
13440|Duren Sawit|Jakarta Timur|DKI Jakarta
13510|Kramat Jati|Jakarta Timur|DKI Jakarta
13570|Makasar|Jakarta Timur|DKI Jakarta
13740|Ciracas|Jakarta Timur|DKI Jakarta
13760|Pasar Rebo|Jakarta Timur|DKI Jakarta
13840|Cipayung|Jakarta Timur|DKI Jakarta
13910|Cakung|Jakarta Timur|DKI Jakarta
14110|Cilincing|Jakarta Utara|DKI Jakarta
14210|Koja|Jakarta Utara|DKI Jakarta
14240|Kelapa Gading|Jakarta Utara|DKI Jakarta
14310|Tanjung Priok|Jakarta Utara|DKI Jakarta
14420|Pademangan|Jakarta Utara|DKI Jakarta
14440|Penjaringan|Jakarta Utara|DKI Jakarta
14510|Kepulauan Seribu|Kepulauan Seribu|DKI Jakarta
15111|Tangerang|Kota Tangerang|Banten
15143|Karawaci|Kota Tangerang|Banten
15310|Serpong|Kota Tangerang Selatan|Banten
15412|Ciputat|Kota Tangerang Selatan|Banten
15416|Pamulang|Kota Tangerang Selatan|Banten
15810|Kelapa Dua|Kabupaten Tangerang|Banten
15710|Balaraja|Kabupaten Tangerang|Banten
42111|Serang|Kota Serang|Banten
42411|Cilegon|Kota Cilegon|Banten
42211|Pandeglang|Kabupaten Pandeglang|Banten
42264|Labuan|Kabupaten Pandeglang|Banten
42311|Rangkasbitung|Kabupaten Lebak|Banten
16111|Bogor Tengah|Kota Bogor|Jawa Barat
16911|Cibinong|Kabupaten Bogor|Jawa Barat
16750|Cisarua|Kabupaten Bogor|Jawa Barat
16411|Pancoran Mas|Kota Depok|Jawa Barat
16424|Beji|Kota Depok|Jawa Barat
17111|Bekasi Timur|Kota Bekasi|Jawa Barat
17141|Bekasi Selatan|Kota Bekasi|Jawa Barat
17530|Cikarang|Kabupaten Bekasi|Jawa Barat
40111|Sumur Bandung|Kota Bandung|Jawa Barat
40115|Bandung Wetan|Kota Bandung|Jawa Barat
40132|Coblong|Kota Bandung|Jawa Barat
40181|Cicendo|Kota Bandung|Jawa Barat
40286|Buahbatu|Kota Bandung|Jawa Barat
40391|Lembang|Kabupaten Bandung Barat|Jawa Barat
40911|Soreang|Kabupaten Bandung|Jawa Barat
40511|Cimahi|Kota Cimahi|Jawa Barat
41111|Purwakarta|Kabupaten Purwakarta|Jawa Barat
41211|Subang|Kabupaten Subang|Jawa Barat
41311|Karawang|Kabupaten Karawang|Jawa Barat
43111|Sukabumi|Kota Sukabumi|Jawa Barat
43211|Cianjur|Kabupaten Cianjur|Jawa Barat
43253|Cipanas|Kabupaten Cianjur|Jawa Barat
44111|Garut|Kabupaten Garut|Jawa Barat
45111|Cirebon|Kota Cirebon|Jawa Barat
45211|Indramayu|Kabupaten Indramayu|Jawa Barat
45311|Sumedang|Kabupaten Sumedang|Jawa Barat
45411|Majalengka|Kabupaten Majalengka|Jawa Barat
45511|Kuningan|Kabupaten Kuningan|Jawa Barat
46111|Tasikmalaya|Kota Tasikmalaya|Jawa Barat
46211|Ciamis|Kabupaten Ciamis|Jawa Barat
46311|Banjar|Kota Banjar|Jawa Barat
46396|Pangandaran|Kabupaten Pangandaran|Jawa Barat
50111|Semarang Tengah|Kota Semarang|Jawa Tengah
50131|Semarang Selatan|Kota Semarang|Jawa Tengah
50275|Tembalang|Kota Semarang|Jawa Tengah
50711|Salatiga|Kota Salatiga|Jawa Tengah
51111|Pekalongan|Kota Pekalongan|Jawa Tengah
51211|Batang|Kabupaten Batang|Jawa Tengah
51311|Kendal|Kabupaten Kendal|Jawa Tengah
52111|Tegal|Kota Tegal|Jawa Tengah
52211|Brebes|Kabupaten Brebes|Jawa Tengah
52311|Pemalang|Kabupaten Pemalang|Jawa Tengah
53111|Purwokerto|Kabupaten Banyumas|Jawa Tengah
53211|Cilacap|Kabupaten Cilacap|Jawa Tengah
53311|Purbalingga|Kabupaten Purbalingga|Jawa Tengah
53411|Banjarnegara|Kabupaten Banjarnegara|Jawa Tengah
54111|Purworejo|Kabupaten Purworejo|Jawa Tengah
54311|Kebumen|Kabupaten Kebumen|Jawa Tengah
56111|Magelang|Kota Magelang|Jawa Tengah
56553|Borobudur|Kabupaten Magelang|Jawa Tengah
56211|Temanggung|Kabupaten Temanggung|Jawa Tengah
56311|Wonosobo|Kabupaten Wonosobo|Jawa Tengah
57111|Surakarta|Kota Surakarta|Jawa Tengah
57211|Sragen|Kabupaten Sragen|Jawa Tengah
57311|Boyolali|Kabupaten Boyolali|Jawa Tengah
57411|Klaten|Kabupaten Klaten|Jawa Tengah
57511|Sukoharjo|Kabupaten Sukoharjo|Jawa Tengah
57611|Wonogiri|Kabupaten Wonogiri|Jawa Tengah
57711|Karanganyar|Kabupaten Karanganyar|Jawa Tengah
58111|Purwodadi|Kabupaten Grobogan|Jawa Tengah
58211|Blora|Kabupaten Blora|Jawa Tengah
58311|Cepu|Kabupaten Blora|Jawa Tengah
59111|Pati|Kabupaten Pati|Jawa Tengah
59211|Rembang|Kabupaten Rembang|Jawa Tengah
59311|Kudus|Kabupaten Kudus|Jawa Tengah
59411|Jepara|Kabupaten Jepara|Jawa Tengah
59511|Demak|Kabupaten Demak|Jawa Tengah
55111|Gondomanan|Kota Yogyakarta|DI Yogyakarta
55122|Gondokusuman|Kota Yogyakarta|DI Yogyakarta
55141|Kraton|Kota Yogyakarta|DI Yogyakarta
55281|Depok|Kabupaten Sleman|DI Yogyakarta
55511|Sleman|Kabupaten Sleman|DI Yogyakarta
55711|Bantul|Kabupaten Bantul|DI Yogyakarta
55611|Wates|Kabupaten Kulon Progo|DI Yogyakarta
55811|Wonosari|Kabupaten Gunungkidul|DI Yogyakarta
60111|Sukolilo|Kota Surabaya|Jawa Timur
60174|Genteng|Kota Surabaya|Jawa Timur
60231|Wonokromo|Kota Surabaya|Jawa Timur
60271|Tegalsari|Kota Surabaya|Jawa Timur
61111|Gresik|Kabupaten Gresik|Jawa Timur
61211|Sidoarjo|Kabupaten Sidoarjo|Jawa Timur
61311|Mojokerto|Kota Mojokerto|Jawa Timur
61411|Jombang|Kabupaten Jombang|Jawa Timur
62111|Bojonegoro|Kabupaten Bojonegoro|Jawa Timur
62211|Lamongan|Kabupaten Lamongan|Jawa Timur
62311|Tuban|Kabupaten Tuban|Jawa Timur
63111|Madiun|Kota Madiun|Jawa Timur
63211|Ngawi|Kabupaten Ngawi|Jawa Timur
63311|Magetan|Kabupaten Magetan|Jawa Timur
63411|Ponorogo|Kabupaten Ponorogo|Jawa Timur
63511|Pacitan|Kabupaten Pacitan|Jawa Timur
64111|Kediri|Kota Kediri|Jawa Timur
64411|Nganjuk|Kabupaten Nganjuk|Jawa Timur
65111|Klojen|Kota Malang|Jawa Timur
65141|Lowokwaru|Kota Malang|Jawa Timur
65311|Batu|Kota Batu|Jawa Timur
65151|Kepanjen|Kabupaten Malang|Jawa Timur
66111|Blitar|Kota Blitar|Jawa Timur
66211|Tulungagung|Kabupaten Tulungagung|Jawa Timur
66311|Trenggalek|Kabupaten Trenggalek|Jawa Timur
67111|Pasuruan|Kota Pasuruan|Jawa Timur
67211|Probolinggo|Kota Probolinggo|Jawa Timur
67311|Lumajang|Kabupaten Lumajang|Jawa Timur
68111|Jember|Kabupaten Jember|Jawa Timur
68211|Bondowoso|Kabupaten Bondowoso|Jawa Timur
68311|Situbondo|Kabupaten Situbondo|Jawa Timur
68411|Banyuwangi|Kabupaten Banyuwangi|Jawa Timur
69111|Bangkalan|Kabupaten Bangkalan|Jawa Timur
69211|Sampang|Kabupaten Sampang|Jawa Timur
69311|Pamekasan|Kabupaten Pamekasan|Jawa Timur
69411|Sumenep|Kabupaten Sumenep|Jawa Timur
23111|Banda Aceh|Kota Banda Aceh|Aceh
23511|Sabang|Kota Sabang|Aceh
24111|Lhokseumawe|Kota Lhokseumawe|Aceh
24211|Bireuen|Kabupaten Bireuen|Aceh
24411|Langsa|Kota Langsa|Aceh
23611|Meulaboh|Kabupaten Aceh Barat|Aceh
24511|Takengon|Kabupaten Aceh Tengah|Aceh
24611|Sigli|Kabupaten Pidie|Aceh
23711|Tapaktuan|Kabupaten Aceh Selatan|Aceh
20111|Medan Kota|Kota Medan|Sumatera Utara
20112|Medan Petisah|Kota Medan|Sumatera Utara
20152|Medan Baru|Kota Medan|Sumatera Utara
20371|Medan Tembung|Kota Medan|Sumatera Utara
20511|Lubuk Pakam|Kabupaten Deli Serdang|Sumatera Utara
20811|Binjai|Kota Binjai|Sumatera Utara
21111|Pematangsiantar|Kota Pematangsiantar|Sumatera Utara
21211|Tebing Tinggi|Kota Tebing Tinggi|Sumatera Utara
21311|Tanjungbalai|Kota Tanjungbalai|Sumatera Utara
21411|Rantau Prapat|Kabupaten Labuhanbatu|Sumatera Utara
22711|Padang Sidempuan|Kota Padang Sidempuan|Sumatera Utara
22211|Sibolga|Kota Sibolga|Sumatera Utara
22311|Balige|Kabupaten Toba|Sumatera Utara
22384|Parapat|Kabupaten Simalungun|Sumatera Utara
22811|Gunungsitoli|Kota Gunungsitoli|Sumatera Utara
22111|Kabanjahe|Kabupaten Karo|Sumatera Utara
25111|Padang Barat|Kota Padang|Sumatera Barat
25131|Padang Timur|Kota Padang|Sumatera Barat
25171|Pauh|Kota Padang|Sumatera Barat
26111|Bukittinggi|Kota Bukittinggi|Sumatera Barat
26211|Payakumbuh|Kota Payakumbuh|Sumatera Barat
27211|Sawahlunto|Kota Sawahlunto|Sumatera Barat
27311|Solok|Kota Solok|Sumatera Barat
27111|Padang Panjang|Kota Padang Panjang|Sumatera Barat
25511|Pariaman|Kota Pariaman|Sumatera Barat
28111|Pekanbaru Kota|Kota Pekanbaru|Riau
28141|Sukajadi|Kota Pekanbaru|Riau
28291|Tampan|Kota Pekanbaru|Riau
28711|Dumai|Kota Dumai|Riau
28811|Bengkalis|Kabupaten Bengkalis|Riau
28411|Bangkinang|Kabupaten Kampar|Riau
29211|Tembilahan|Kabupaten Indragiri Hilir|Riau
29311|Rengat|Kabupaten Indragiri Hulu|Riau
29411|Batam Kota|Kota Batam|Kepulauan Riau
29432|Lubuk Baja|Kota Batam|Kepulauan Riau
29444|Sekupang|Kota Batam|Kepulauan Riau
29111|Tanjungpinang|Kota Tanjungpinang|Kepulauan Riau
29151|Bintan|Kabupaten Bintan|Kepulauan Riau
29611|Tanjung Balai Karimun|Kabupaten Karimun|Kepulauan Riau
29783|Ranai|Kabupaten Natuna|Kepulauan Riau
36111|Jambi Kota|Kota Jambi|Jambi
36122|Telanaipura|Kota Jambi|Jambi
37111|Sungai Penuh|Kota Sungai Penuh|Jambi
37211|Bangko|Kabupaten Merangin|Jambi
37311|Muara Bungo|Kabupaten Bungo|Jambi
36311|Muara Bulian|Kabupaten Batanghari|Jambi
30111|Ilir Barat I|Kota Palembang|Sumatera Selatan
30113|Ilir Timur I|Kota Palembang|Sumatera Selatan
30151|Sukarami|Kota Palembang|Sumatera Selatan
30811|Prabumulih|Kota Prabumulih|Sumatera Selatan
31111|Lubuklinggau|Kota Lubuklinggau|Sumatera Selatan
31311|Lahat|Kabupaten Lahat|Sumatera Selatan
31411|Muara Enim|Kabupaten Muara Enim|Sumatera Selatan
31511|Pagar Alam|Kota Pagar Alam|Sumatera Selatan
32111|Baturaja|Kabupaten Ogan Komering Ulu|Sumatera Selatan
30611|Kayu Agung|Kabupaten Ogan Komering Ilir|Sumatera Selatan
33111|Pangkalpinang|Kota Pangkalpinang|Kepulauan Bangka Belitung
33211|Sungailiat|Kabupaten Bangka|Kepulauan Bangka Belitung
33311|Muntok|Kabupaten Bangka Barat|Kepulauan Bangka Belitung
33411|Tanjung Pandan|Kabupaten Belitung|Kepulauan Bangka Belitung
33511|Manggar|Kabupaten Belitung Timur|Kepulauan Bangka Belitung
33711|Toboali|Kabupaten Bangka Selatan|Kepulauan Bangka Belitung
38111|Bengkulu|Kota Bengkulu|Bengkulu
38211|Ratu Agung|Kota Bengkulu|Bengkulu
39111|Curup|Kabupaten Rejang Lebong|Bengkulu
38311|Argamakmur|Kabupaten Bengkulu Utara|Bengkulu
38511|Manna|Kabupaten Bengkulu Selatan|Bengkulu
35111|Tanjung Karang Pusat|Kota Bandar Lampung|Lampung
35211|Teluk Betung Utara|Kota Bandar Lampung|Lampung
35141|Kedaton|Kota Bandar Lampung|Lampung
34111|Metro|Kota Metro|Lampung
34511|Kotabumi|Kabupaten Lampung Utara|Lampung
34811|Liwa|Kabupaten Lampung Barat|Lampung
35511|Kalianda|Kabupaten Lampung Selatan|Lampung
35411|Kota Agung|Kabupaten Tanggamus|Lampung
34611|Menggala|Kabupaten Tulang Bawang|Lampung
78111|Pontianak Kota|Kota Pontianak|Kalimantan Barat
78121|Pontianak Selatan|Kota Pontianak|Kalimantan Barat
79111|Singkawang|Kota Singkawang|Kalimantan Barat
79411|Sambas|Kabupaten Sambas|Kalimantan Barat
78511|Sanggau|Kabupaten Sanggau|Kalimantan Barat
78611|Sintang|Kabupaten Sintang|Kalimantan Barat
78711|Putussibau|Kabupaten Kapuas Hulu|Kalimantan Barat
78811|Ketapang|Kabupaten Ketapang|Kalimantan Barat
78351|Mempawah|Kabupaten Mempawah|Kalimantan Barat
73111|Pahandut|Kota Palangka Raya|Kalimantan Tengah
73112|Jekan Raya|Kota Palangka Raya|Kalimantan Tengah
74311|Sampit|Kabupaten Kotawaringin Timur|Kalimantan Tengah
74111|Pangkalan Bun|Kabupaten Kotawaringin Barat|Kalimantan Tengah
73511|Kuala Kapuas|Kabupaten Kapuas|Kalimantan Tengah
73611|Buntok|Kabupaten Barito Selatan|Kalimantan Tengah
73811|Muara Teweh|Kabupaten Barito Utara|Kalimantan Tengah
70111|Banjarmasin Tengah|Kota Banjarmasin|Kalimantan Selatan
70123|Banjarmasin Utara|Kota Banjarmasin|Kalimantan Selatan
70711|Banjarbaru|Kota Banjarbaru|Kalimantan Selatan
70611|Martapura|Kabupaten Banjar|Kalimantan Selatan
70811|Pelaihari|Kabupaten Tanah Laut|Kalimantan Selatan
71211|Kandangan|Kabupaten Hulu Sungai Selatan|Kalimantan Selatan
71311|Barabai|Kabupaten Hulu Sungai Tengah|Kalimantan Selatan
71511|Tanjung|Kabupaten Tabalong|Kalimantan Selatan
72111|Kotabaru|Kabupaten Kotabaru|Kalimantan Selatan
75111|Samarinda Ilir|Kota Samarinda|Kalimantan Timur
75117|Samarinda Ulu|Kota Samarinda|Kalimantan Timur
76111|Balikpapan Kota|Kota Balikpapan|Kalimantan Timur
76114|Balikpapan Selatan|Kota Balikpapan|Kalimantan Timur
75311|Bontang|Kota Bontang|Kalimantan Timur
75511|Tenggarong|Kabupaten Kutai Kartanegara|Kalimantan Timur
75611|Sangatta|Kabupaten Kutai Timur|Kalimantan Timur
77311|Tanjung Redeb|Kabupaten Berau|Kalimantan Timur
76211|Penajam|Kabupaten Penajam Paser Utara|Kalimantan Timur
76251|Tanah Grogot|Kabupaten Paser|Kalimantan Timur
77111|Tarakan Tengah|Kota Tarakan|Kalimantan Utara
77212|Tanjung Selor|Kabupaten Bulungan|Kalimantan Utara
77511|Malinau|Kabupaten Malinau|Kalimantan Utara
77611|Nunukan|Kabupaten Nunukan|Kalimantan Utara
80111|Denpasar Barat|Kota Denpasar|Bali
80221|Denpasar Selatan|Kota Denpasar|Bali
80228|Sanur|Kota Denpasar|Bali
80351|Mengwi|Kabupaten Badung|Bali
80361|Kuta|Kabupaten Badung|Bali
80363|Kuta Utara|Kabupaten Badung|Bali
80364|Kuta Selatan|Kabupaten Badung|Bali
80511|Gianyar|Kabupaten Gianyar|Bali
80571|Ubud|Kabupaten Gianyar|Bali
80611|Bangli|Kabupaten Bangli|Bali
80711|Semarapura|Kabupaten Klungkung|Bali
80811|Amlapura|Kabupaten Karangasem|Bali
81111|Singaraja|Kabupaten Buleleng|Bali
82111|Tabanan|Kabupaten Tabanan|Bali
82211|Negara|Kabupaten Jembrana|Bali
83111|Ampenan|Kota Mataram|Nusa Tenggara Barat
83121|Mataram|Kota Mataram|Nusa Tenggara Barat
83311|Gerung|Kabupaten Lombok Barat|Nusa Tenggara Barat
83355|Senggigi|Kabupaten Lombok Barat|Nusa Tenggara Barat
83352|Tanjung|Kabupaten Lombok Utara|Nusa Tenggara Barat
83511|Praya|Kabupaten Lombok Tengah|Nusa Tenggara Barat
83611|Selong|Kabupaten Lombok Timur|Nusa Tenggara Barat
84311|Sumbawa Besar|Kabupaten Sumbawa|Nusa Tenggara Barat
84411|Taliwang|Kabupaten Sumbawa Barat|Nusa Tenggara Barat
84211|Dompu|Kabupaten Dompu|Nusa Tenggara Barat
84111|Raba|Kota Bima|Nusa Tenggara Barat
85111|Kota Raja|Kota Kupang|Nusa Tenggara Timur
85228|Oebobo|Kota Kupang|Nusa Tenggara Timur
85711|Atambua|Kabupaten Belu|Nusa Tenggara Timur
85511|Soe|Kabupaten Timor Tengah Selatan|Nusa Tenggara Timur
85611|Kefamenanu|Kabupaten Timor Tengah Utara|Nusa Tenggara Timur
86111|Maumere|Kabupaten Sikka|Nusa Tenggara Timur
86311|Ende|Kabupaten Ende|Nusa Tenggara Timur
86411|Bajawa|Kabupaten Ngada|Nusa Tenggara Timur
86511|Ruteng|Kabupaten Manggarai|Nusa Tenggara Timur
86554|Labuan Bajo|Kabupaten Manggarai Barat|Nusa Tenggara Timur
85811|Kalabahi|Kabupaten Alor|Nusa Tenggara Timur
86211|Larantuka|Kabupaten Flores Timur|Nusa Tenggara Timur
87111|Waingapu|Kabupaten Sumba Timur|Nusa Tenggara Timur
87211|Waikabubak|Kabupaten Sumba Barat|Nusa Tenggara Timur
85411|Ba'a|Kabupaten Rote Ndao|Nusa Tenggara Timur
90111|Ujung Pandang|Kota Makassar|Sulawesi Selatan
90131|Mamajang|Kota Makassar|Sulawesi Selatan
90222|Panakkukang|Kota Makassar|Sulawesi Selatan
90245|Tamalanrea|Kota Makassar|Sulawesi Selatan
92111|Sungguminasa|Kabupaten Gowa|Sulawesi Selatan
90511|Maros|Kabupaten Maros|Sulawesi Selatan
90611|Pangkajene|Kabupaten Pangkajene dan Kepulauan|Sulawesi Selatan
91111|Parepare|Kota Parepare|Sulawesi Selatan
91911|Palopo|Kota Palopo|Sulawesi Selatan
92711|Watampone|Kabupaten Bone|Sulawesi Selatan
92811|Bulukumba|Kabupaten Bulukumba|Sulawesi Selatan
92911|Jeneponto|Kabupaten Jeneponto|Sulawesi Selatan
90911|Sengkang|Kabupaten Wajo|Sulawesi Selatan
91811|Makale|Kabupaten Tana Toraja|Sulawesi Selatan
91831|Rantepao|Kabupaten Toraja Utara|Sulawesi Selatan
92611|Sinjai|Kabupaten Sinjai|Sulawesi Selatan
92812|Benteng|Kabupaten Kepulauan Selayar|Sulawesi Selatan
91511|Mamuju|Kabupaten Mamuju|Sulawesi Barat
91411|Majene|Kabupaten Majene|Sulawesi Barat
91311|Polewali|Kabupaten Polewali Mandar|Sulawesi Barat
91362|Mamasa|Kabupaten Mamasa|Sulawesi Barat
91571|Pasangkayu|Kabupaten Pasangkayu|Sulawesi Barat
94111|Palu Timur|Kota Palu|Sulawesi Tengah
94112|Palu Barat|Kota Palu|Sulawesi Tengah
94611|Poso|Kabupaten Poso|Sulawesi Tengah
94711|Luwuk|Kabupaten Banggai|Sulawesi Tengah
94511|Tolitoli|Kabupaten Tolitoli|Sulawesi Tengah
94411|Donggala|Kabupaten Donggala|Sulawesi Tengah
94911|Ampana|Kabupaten Tojo Una-Una|Sulawesi Tengah
94811|Bungku|Kabupaten Morowali|Sulawesi Tengah
93111|Kendari|Kota Kendari|Sulawesi Tenggara
93117|Mandonga|Kota Kendari|Sulawesi Tenggara
93711|Baubau|Kota Baubau|Sulawesi Tenggara
93511|Kolaka|Kabupaten Kolaka|Sulawesi Tenggara
93611|Raha|Kabupaten Muna|Sulawesi Tenggara
93791|Wangi-Wangi|Kabupaten Wakatobi|Sulawesi Tenggara
93411|Unaaha|Kabupaten Konawe|Sulawesi Tenggara
96111|Kota Selatan|Kota Gorontalo|Gorontalo
96128|Kota Utara|Kota Gorontalo|Gorontalo
96211|Limboto|Kabupaten Gorontalo|Gorontalo
96311|Marisa|Kabupaten Pohuwato|Gorontalo
96511|Tilamuta|Kabupaten Boalemo|Gorontalo
96554|Suwawa|Kabupaten Bone Bolango|Gorontalo
95111|Wenang|Kota Manado|Sulawesi Utara
95115|Sario|Kota Manado|Sulawesi Utara
95124|Tikala|Kota Manado|Sulawesi Utara
95511|Bitung|Kota Bitung|Sulawesi Utara
95411|Tomohon|Kota Tomohon|Sulawesi Utara
95711|Kotamobagu|Kota Kotamobagu|Sulawesi Utara
95611|Tondano|Kabupaten Minahasa|Sulawesi Utara
95811|Tahuna|Kabupaten Kepulauan Sangihe|Sulawesi Utara
95371|Airmadidi|Kabupaten Minahasa Utara|Sulawesi Utara
97111|Sirimau|Kota Ambon|Maluku
97122|Nusaniwe|Kota Ambon|Maluku
97611|Tual|Kota Tual|Maluku
97511|Masohi|Kabupaten Maluku Tengah|Maluku
97561|Piru|Kabupaten Seram Bagian Barat|Maluku
97571|Namlea|Kabupaten Buru|Maluku
97662|Dobo|Kabupaten Kepulauan Aru|Maluku
97464|Saumlaki|Kabupaten Kepulauan Tanimbar|Maluku
97711|Ternate Tengah|Kota Ternate|Maluku Utara
97812|Tidore|Kota Tidore Kepulauan|Maluku Utara
97852|Sofifi|Kota Tidore Kepulauan|Maluku Utara
97762|Tobelo|Kabupaten Halmahera Utara|Maluku Utara
97785|Labuha|Kabupaten Halmahera Selatan|Maluku Utara
97795|Sanana|Kabupaten Kepulauan Sula|Maluku Utara
99111|Jayapura Utara|Kota Jayapura|Papua
99221|Abepura|Kota Jayapura|Papua
99351|Sentani|Kabupaten Jayapura|Papua
98111|Biak Kota|Kabupaten Biak Numfor|Papua
98211|Serui|Kabupaten Kepulauan Yapen|Papua
99411|Sarmi|Kabupaten Sarmi|Papua
99466|Arso|Kabupaten Keerom|Papua
98311|Manokwari Barat|Kabupaten Manokwari|Papua Barat
98315|Manokwari Timur|Kabupaten Manokwari|Papua Barat
98611|Fakfak|Kabupaten Fakfak|Papua Barat
98654|Kaimana|Kabupaten Kaimana|Papua Barat
98551|Bintuni|Kabupaten Teluk Bintuni|Papua Barat
98591|Wasior|Kabupaten Teluk Wondama|Papua Barat
98411|Sorong Kota|Kota Sorong|Papua Barat Daya
98416|Sorong Barat|Kota Sorong|Papua Barat Daya
98481|Waisai|Kabupaten Raja Ampat|Papua Barat Daya
98451|Teminabuan|Kabupaten Sorong Selatan|Papua Barat Daya
98452|Aimas|Kabupaten Sorong|Papua Barat Daya
98811|Nabire|Kabupaten Nabire|Papua Tengah
99910|Mimika Baru|Kabupaten Mimika|Papua Tengah
98771|Enarotali|Kabupaten Paniai|Papua Tengah
98918|Mulia|Kabupaten Puncak Jaya|Papua Tengah
99511|Wamena|Kabupaten Jayawijaya|Papua Pegunungan
99551|Oksibil|Kabupaten Pegunungan Bintang|Papua Pegunungan
99571|Karubaga|Kabupaten Tolikara|Papua Pegunungan
99611|Merauke|Kabupaten Merauke|Papua Selatan
99661|Tanah Merah|Kabupaten Boven Digoel|Papua Selatan
99711|Kepi|Kabupaten Mappi|Papua Selatan
99761|Agats|Kabupaten Asmat|Papua Selatan
`;
